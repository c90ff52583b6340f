import { describe, expect, it } from 'vitest';
import { makeCatalog } from '../../server/db/seed/catalog-rows.ts';
import { Random } from '../../server/db/seed/random.ts';

const NOW = new Date('2025-06-01T12:00:00Z');

describe('demo data: one random stream per entity', () => {
  it('gives each entity its own sequence from the seed', () => {
    const draw = (name: string, seed = 2024) => {
      const r = Random.stream(seed, name);
      return Array.from({ length: 5 }, () => r.uuid());
    };
    expect(draw('packages')).toEqual(draw('packages'));
    expect(draw('packages')).not.toEqual(draw('banks'));
    expect(draw('packages')).not.toEqual(draw('packages', 2025));
  });

  it('so drawing more rows of one entity changes no row of another', () => {
    const few = makeCatalog(2024, NOW, 10);
    const many = makeCatalog(2024, NOW, 40);
    expect(many.packages).toEqual(few.packages);
    expect(many.engagementTypes).toEqual(few.engagementTypes);
    expect(many.socialPlatforms).toEqual(few.socialPlatforms);
    expect(many.tasks.slice(0, 10)).toEqual(few.tasks);
  });
});
