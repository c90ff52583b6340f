import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { type ConsoleSuite, signedInPage, type Theme } from '../console-support.ts';
import { hasMessage, say, type Values } from './messages.ts';

/** The filter a URL carries (react-admin's `filter` parameter), `{}` without one. */
export const urlFilter = (url: string) => JSON.parse(new URL(url).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** A list's path under /dashboard, with a filter in its URL when given. */
export const listPath = (resource: string, filter?: Record<string, unknown>) =>
  `/dashboard/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

/** Where a row or card is found: the texts of its cells (each one whole), or the row itself. */
type RowRef = string | string[] | Locator;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One list screen of the console (a resource's table, or its cards on a phone), as the browser
 * tests use it. Labels come from the message files; its waits are on conditions (a locator, a
 * header, a notification), never on a delay. Open one with `openList`, or wrap an open page with `listPage`.
 */
export class ListPage {
  /** The list's heading: its menu label. */
  readonly heading: string;
  /** The resource's name in the singular and plural ("Package", "Packages"). */
  readonly one: string;
  readonly many: string;
  /** The table's rows, and the phone's cards. */
  readonly rows: Locator;
  readonly cards: Locator;
  /** "There are no records to display". */
  readonly empty: Locator;
  /** The edit dialog ("Edit Package"), and the delete confirmation ("Are you sure?"). */
  readonly editDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(
    readonly page: Page,
    readonly resource: string,
  ) {
    this.heading = say(`resources.${resource}.menu`);
    this.one = say(`resources.${resource}.name`, { smart_count: 1 });
    this.many = say(`resources.${resource}.name`, { smart_count: 2 });
    this.rows = page.locator('tbody tr');
    this.cards = page.locator('.SchemaCardList > li');
    this.empty = page.getByText(say('ra.navigation.no_results'), { exact: true }).or(page.getByText(say('ra.navigation.no_filtered_results'), { exact: true }));
    this.editDialog = page.getByRole('dialog', { name: say('app.form.edit_title', { name: this.one }) });
    this.deleteDialog = page.getByRole('dialog', { name: say('app.delete.title') });
  }

  /**
   * One of the resource's messages (`resources.<name>.<group>.<leaf>`), falling back as the console
   * does (src/i18n/entityFallbacks.ts): a filter to its field's label, the rest to `app.entity.<group>.<leaf>`.
   */
  message(group: string, leaf: string, values: Values = {}): string {
    const own = `resources.${this.resource}.${group}.${leaf}`;
    if (hasMessage(own)) return say(own, values);
    if (group === 'filters' && leaf !== 'q') return say(`resources.${this.resource}.fields.${leaf}`, values);
    const names = { one: this.one, many: this.many, one_lower: this.one.toLowerCase(), many_lower: this.many.toLowerCase() };
    return say(`app.entity.${group}.${leaf}`, { ...names, ...values });
  }

  /** The toast of one of the resource's notifications ("created", "updated", "deleted", "exported"). */
  notice(leaf: string) {
    return this.page.getByText(this.message('notifications', leaf));
  }

  /** Waits for the heading, then for the first row, the phone's first card or the empty text. */
  async ready() {
    await this.page.getByRole('heading', { level: 1, name: this.heading, exact: true }).waitFor();
    await this.rows.first().or(this.cards.first()).or(this.empty).first().waitFor();
    return this;
  }

  /** Opens this list (with `filter` in its URL) in the same page, and waits until it is ready. */
  async goto(filter?: Record<string, unknown>) {
    await this.page.goto(new URL(listPath(this.resource, filter), this.page.url()).href);
    return this.ready();
  }

  async reload() {
    await this.page.reload();
    return this.ready();
  }

  /** The filter in the page's URL. */
  urlFilter() {
    return urlFilter(this.page.url());
  }

  /** The row showing each of `texts` as a whole text, or the row given. */
  row(ref: RowRef): Locator {
    return this.having(this.rows, ref);
  }

  /** The phone's card showing each of `texts` as a whole text, or the card given. */
  card(ref: RowRef): Locator {
    return this.having(this.cards, ref);
  }

  private having(all: Locator, ref: RowRef): Locator {
    if (typeof ref !== 'string' && !Array.isArray(ref)) return ref;
    return [ref].flat().reduce((found, text) => found.filter({ has: this.page.getByText(text, { exact: true }) }), all);
  }

  /** The header texts, "#" and Actions included. */
  headers() {
    return this.page.locator('thead th').allInnerTexts();
  }

  /** The header cell whose text is `label`. */
  header(label: string) {
    return this.page.locator('thead th').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });
  }

  /** The cells of the column headed `label` ("#" for the row numbers), top to bottom; throws while there is no such column. */
  column(label: string): Promise<string[]> {
    return this.page.evaluate((label) => {
      const table = document.querySelector('table');
      const headers = Array.from(table?.querySelectorAll('thead th') ?? [], (th) => (th as HTMLElement).innerText.trim());
      const index = headers.indexOf(label);
      if (index < 0) throw new Error(`No column "${label}" among ${JSON.stringify(headers)}`);
      return Array.from(table!.querySelectorAll('tbody tr'), (tr) => (tr.children[index] as HTMLElement | undefined)?.innerText ?? '');
    }, label);
  }

  /** Whether the column headed `label` offers sorting. */
  async sortable(label: string) {
    return (await this.header(label).getByRole('button').count()) > 0;
  }

  /** Sorts by the column headed `label` (again: the other way). */
  sortBy(label: string) {
    return this.header(label).getByRole('button').click();
  }

  /** The row count beside the heading ("1,234 rows"). */
  count() {
    return this.page.getByTestId('list-count').innerText();
  }

  /** The pagination's range ("1-50 of 1,234"). */
  range() {
    return this.page.locator('.MuiTablePagination-displayedRows').innerText();
  }

  /** The search box of the list's filters. */
  get searchBox() {
    return this.page.locator('main').getByLabel(this.message('filters', 'q'), { exact: true });
  }

  search(text: string) {
    return this.searchBox.fill(text);
  }

  /** The input of the filter on `field`, by its label. */
  filterInput(field: string) {
    return this.page.locator('main').getByRole('combobox', { name: this.message('filters', field), exact: true });
  }

  /** Chooses `option` in the select filtering `field`. */
  async filterBy(field: string, option: string) {
    await this.filterInput(field).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  /** Clears the search and filters from the empty list's button. */
  clearFilters() {
    return this.page.getByRole('button', { name: say('ra.navigation.clear_filters') }).click();
  }

  /** Goes to the next page (the table's arrow, or the phone's compact paging). */
  nextPage() {
    const button = (key: string) => this.page.getByRole('button', { name: say(key), exact: true });
    return button('ra.navigation.next').or(button('app.pagination.next')).click();
  }

  /** Chooses `rows` rows a page, answering the choices offered. */
  async perPage(rows: number) {
    await this.page.getByRole('combobox', { name: say('ra.navigation.page_rows_per_page') }).click();
    const offered = await this.page.getByRole('listbox').getByRole('option').allInnerTexts();
    await this.page.getByRole('option', { name: String(rows), exact: true }).click();
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
    return offered;
  }

  /** The Columns button's chooser, opened. */
  async columnChooser() {
    const chooser = this.page.locator('.MuiPopover-paper');
    if (!(await chooser.isVisible())) await this.page.getByRole('button', { name: say('ra.action.select_columns') }).click();
    await chooser.waitFor();
    return chooser;
  }

  /** Shows (or hides) the column labelled `label` with the Columns button, and waits for its header. */
  async showColumn(label: string, shown = true) {
    await (await this.columnChooser()).getByLabel(label, { exact: true }).setChecked(shown);
    await this.page.keyboard.press('Escape');
    await this.header(label)
      .first()
      .waitFor({ state: shown ? 'visible' : 'detached' });
  }

  /** Opens the add dialog from the header's Add button. */
  async add() {
    await this.page.getByRole('link', { name: say('app.list.add', { name: this.one }) }).click();
    const dialog = this.page.getByRole('dialog', { name: say('app.form.add_title', { name: this.one }) });
    await dialog.waitFor();
    return dialog;
  }

  /** A row's (or card's) Edit link and Delete button. */
  editButton(ref: RowRef) {
    return this.inRowOrCard(ref).getByRole('link', { name: say('ra.action.edit') });
  }

  deleteButton(ref: RowRef) {
    return this.inRowOrCard(ref).getByRole('button', { name: say('ra.action.delete') });
  }

  private inRowOrCard(ref: RowRef) {
    return typeof ref === 'string' || Array.isArray(ref) ? this.row(ref).or(this.card(ref)) : ref;
  }

  /** Opens a row's edit dialog. */
  async edit(ref: RowRef) {
    await this.editButton(ref).click();
    await this.editDialog.waitFor();
    return this.editDialog;
  }

  /** Opens a row's delete confirmation. */
  async askDelete(ref: RowRef) {
    await this.deleteButton(ref).click();
    await this.deleteDialog.waitFor();
    return this.deleteDialog;
  }

  /** Closes the delete confirmation with Cancel. */
  async cancelDelete() {
    await this.deleteDialog.getByRole('button', { name: say('ra.action.cancel') }).click();
    await this.deleteDialog.waitFor({ state: 'detached' });
  }

  /** Deletes a row after its confirmation, and waits for the notification and the row to go. */
  async delete(ref: RowRef) {
    await (await this.askDelete(ref)).getByRole('button', { name: say('app.delete.confirm') }).click();
    await this.notice('deleted').waitFor();
    await this.row(ref).waitFor({ state: 'detached' });
  }

  /** The header's Export CSV button. */
  get exportButton() {
    return this.page.getByRole('button', { name: this.message('actions', 'export') });
  }

  /** Exports the list: the file's name and its rows as CSV cells (header first, byte-order mark dropped), once the list said it exported. */
  async exportCsv() {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.exportButton.click()]);
    await this.notice('exported').waitFor();
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const { data, errors } = Papa.parse<string[]>(text, { skipEmptyLines: true });
    return { filename: download.suggestedFilename(), data, errors };
  }
}

/** The list of `resource` on an open page (see `openList` to open one). */
export const listPage = (page: Page, resource: string) => new ListPage(page, resource);

export interface OpenListOptions {
  /** A filter to put in the URL. */
  filter?: Record<string, unknown>;
  /** Another account's token and identity (default: the suite's e2e admin). */
  token?: string;
  admin?: object;
  theme?: Theme;
}

/** Opens `resource`'s list signed in, in the suite's current context, and waits until it is ready. */
export async function openList(s: ConsoleSuite, resource: string, { filter, token = s.token, admin, theme }: OpenListOptions = {}) {
  const page = await signedInPage(s.context!, s.baseUrl, token, listPath(resource, filter), theme, admin);
  return listPage(page, resource).ready();
}
