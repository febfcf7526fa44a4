import { describe, expect, it } from 'vitest';
import { testBackend } from './test-helpers';

describe('mock data for the template pages (spec §3, §9)', () => {
  it('answers the knowledge base: four categories of 17, 12, 19 and 24 articles, 5 featured each', async () => {
    const { get } = testBackend();
    const { status, body } = await get('/api/knowledge-base');
    expect(status).toBe(200);
    expect(body.map((c: { title: string; articlesCount: number }) => [c.title, c.articlesCount])).toEqual([
      ['Your Account', 17],
      ['Selling', 12],
      ['Buying', 19],
      ['Item Support', 24],
    ]);
    for (const category of body) {
      expect(category.path).toBe('/pages/knowledge-base');
      expect(category.featuredArticles).toHaveLength(5);
    }
  });

  it('answers the icon catalogue in order from 3d_rotation to note_add, glyphs of size 32', async () => {
    const { get } = testBackend();
    const icons = (await get('/api/icons')).body;
    expect(icons[0]).toMatchObject({ order: 1, name: '3d_rotation', ligatures: '3d_rotation', prevSize: 32 });
    expect(icons.at(-1).name).toBe('note_add');
    expect(icons.length).toBeGreaterThan(150);
    const names = icons.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(icons.map((i: { code: number }) => i.code)).size).toBe(icons.length);
    const found = (await get('/api/icons', { search: 'alarm' })).body;
    expect(found.map((i: { name: string }) => i.name)).toEqual([
      'add_alarm',
      'alarm',
      'alarm_add',
      'alarm_off',
      'alarm_on',
    ]);
  });

  it('answers the analytics widgets: periods Today..Last 90 days, years 2015-2017, device cutout 75 %', async () => {
    const { get } = testBackend();
    const widgets = (await get('/api/analytics-dashboard-app/widgets')).body;
    expect(widgets.devices.periods).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 28 days',
      'Last 90 days',
    ]);
    expect(widgets.devices.cutoutPercent).toBe(75);
    for (const period of widgets.devices.periods) {
      const split = widgets.devices.byPeriod[period];
      expect(split.data.reduce((a: number, b: number) => a + b, 0)).toBe(100);
      expect(split.change).toHaveLength(3);
    }
    expect(widgets.visitors.years).toEqual(['2015', '2016', '2017']);
    expect(widgets.visitors.byYear['2016'].labels).toHaveLength(12);
    expect(widgets.conversion).toHaveProperty('ofTarget');
    expect(widgets.topPages[0]).toHaveProperty('clicks');
  });

  it('answers the invoice with a 10 % tax, the profile, the FAQ and a search', async () => {
    const { get } = testBackend();
    const invoice = (await get('/api/invoices')).body;
    expect(invoice.tax).toBe(Math.round(invoice.subtotal / 10));
    expect(invoice.total).toBe(invoice.subtotal + invoice.tax - invoice.discount);
    const profile = (await get('/api/profile')).body;
    expect(profile.about.friends.length).toBeGreaterThan(0);
    expect(profile.timeline.posts.length).toBeGreaterThan(0);
    expect((await get('/api/faq')).body.length).toBeGreaterThanOrEqual(5);
    const search = (await get('/api/search', { q: 'knowledge' })).body;
    expect(search.results.map((r: { url: string }) => r.url)).toContain('/pages/knowledge-base');
    expect(search.total).toBe(search.results.length);
  });
});
