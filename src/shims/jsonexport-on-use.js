// react-admin's default exporter writes its CSV with jsonexport; the console's lists export with their
// own button, so the library is fetched only if that exporter is ever called (its answer comes by callback).
export default function jsonExportOnUse(...args) {
  void import('jsonexport/dist/index').then(({ default: jsonExport }) => jsonExport(...args));
}
