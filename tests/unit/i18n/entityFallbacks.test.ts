import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18n/i18nProvider.ts';

const t = i18nProvider.translate;

describe("an entity's generic messages", () => {
  it('word a message the catalogue lacks with the entity’s own name', () => {
    expect(t('resources.banks.notifications.created')).toBe('Bank added successfully');
    expect(t('resources.banks.notifications.fetching')).toBe('Fetching banks...');
    expect(t('resources.banks.errors.save')).toBe('Error saving bank');
    expect(t('resources.banks.filters.isActive')).toBe('Status');
  });

  it('let the catalogue word any of them its own way, and replace react-admin’s "Element created"', () => {
    expect(t('resources.users.errors.fetch')).toBe('Something went wrong!');
    expect(t('resources.packages.notifications.created', { smart_count: 1, _: 'Element created' })).toBe('Package added successfully');
  });

  it('leave other keys alone', () => {
    expect(t('ra.action.cancel')).toBe('Cancel');
    expect(t('resources.banks.fields.code')).toBe('CBN Code');
  });
});
