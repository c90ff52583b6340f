import type { I18nProvider } from 'react-admin';

type Translate = I18nProvider['translate'];

/** Groups of an entity's messages that have a generic wording under `app.entity.<group>.<leaf>`. */
const GENERIC_GROUPS = new Set(['notifications', 'errors', 'actions', 'filters']);

/**
 * An entity's message missing from the catalogue (`resources.banks.notifications.created`) falls
 * back to the generic wording with the entity's own name in it ("Bank added successfully"), and an
 * unnamed filter to its field's label; a catalogue entry always wins, so a language can word any one
 * of them differently. The generic wording replaces a caller's default (react-admin's "Element created"). Placeholders: `%{one}`, `%{many}` and their lower-case `%{one_lower}`, `%{many_lower}`.
 */
export function withEntityFallbacks(translate: Translate): Translate {
  return (key, options = {}) => {
    const [root, name, group, leaf, ...rest] = key.split('.');
    if (root !== 'resources' || !GENERIC_GROUPS.has(group) || !leaf || rest.length) return translate(key, options);
    const one = translate(`resources.${name}.name`, { smart_count: 1 });
    const many = translate(`resources.${name}.name`, { smart_count: 2 });
    const names = { one, many, one_lower: one.toLowerCase(), many_lower: many.toLowerCase() };
    const generic = group === 'filters' && leaf !== 'q' ? `resources.${name}.fields.${leaf}` : `app.entity.${group}.${leaf}`;
    return translate(key, { ...options, _: translate(generic, { ...names, ...options }) });
  };
}
