import type { MenuItem } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { navLinks, visibleMenu } from '../shell/navigation/menu-model';
import { DEMO_PAGES } from './pages-catalogue';
import { templateMenu } from './pages-nav';

const everyPageExists = () => true;
const titles = (menu: MenuItem[]) => menu.map((item) => item.title);

describe('the template and documentation navigation (issue 20 item 5)', () => {
  it('shows the Template and Documentation headings to management roles', () => {
    for (const role of [110, 126]) {
      expect(titles(visibleMenu(templateMenu, [role], everyPageExists))).toEqual([
        'Template',
        'Documentation',
      ]);
    }
  });

  it('hides them from clerks, other roles and visitors', () => {
    for (const roles of [[128], [135], [8], [999], []]) {
      expect(visibleMenu(templateMenu, roles, everyPageExists)).toEqual([]);
    }
    expect(visibleMenu(templateMenu, null, everyPageExists)).toEqual([]);
  });

  it('lists every page of the catalogue that has a section, once', () => {
    const urls = navLinks(visibleMenu(templateMenu, [110], everyPageExists)).map((l) => l.url);
    const listed = DEMO_PAGES.filter((p) => p.section !== null).map((p) => p.path);
    for (const path of listed) expect(urls).toContain(path);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('drops app entries whose page has no route yet', () => {
    const onlyDocs = (url: string) => !url.startsWith('/apps/');
    const template = visibleMenu(templateMenu, [110], onlyDocs).find((g) => g.title === 'Template');
    expect(titles(template?.children ?? [])).toEqual(['Pages', 'Role examples']);
  });
});

describe('the page catalogue', () => {
  it('gives every page its own path', () => {
    const paths = DEMO_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('never claims a product path or the server API', () => {
    for (const { path } of DEMO_PAGES) {
      expect(path).toMatch(/^\/(pages|auth|getting-started|ui|components|components-third-party)\//);
      expect(path.startsWith('/api')).toBe(false);
    }
  });
});
