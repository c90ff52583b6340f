import { describe, expect, it } from 'vitest';
import { pseudo } from '../../scripts/pseudo-locale.ts';

describe('the pseudo-locale generator', () => {
  it('brackets and accents a text, keeping its placeholders, about 40 % longer', () => {
    const text = 'Error saving %{one_lower}';
    const out = pseudo(text);
    expect(out).toMatch(/^⟦.*⟧$/);
    expect(out).toContain('%{one_lower}');
    expect(out.replace('%{one_lower}', '')).not.toMatch(/Error|saving/);
    const words = (t: string) => t.replace('%{one_lower}', '').length;
    expect(words(out)).toBeGreaterThanOrEqual(Math.round(words(text) * 1.4));
  });

  it('keeps each plural form apart', () => {
    const out = pseudo('%{smart_count} row |||| %{smart_count} rows');
    expect(out.split(' |||| ')).toHaveLength(2);
    expect(out.split(' |||| ').every((form) => form.startsWith('⟦') && form.includes('%{smart_count}'))).toBe(true);
  });
});
