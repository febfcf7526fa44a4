/**
 * The two layouts and their options, declared as data. The settings panel draws itself from these
 * declarations, the settings merge validates saved values against them, and changing the layout style
 * resets the options to the chosen layout's `defaults`.
 */

export type LayoutStyle = 'layout1' | 'layout2';

export interface LayoutConfig {
  /** Boxed: at most 1280 px wide, centred, with a shadow. */
  mode: 'boxed' | 'fullwidth';
  /** What scrolls: the whole page, or only the content area between fixed bars. */
  scroll: 'body' | 'content';
  navbar: { display: boolean; folded: boolean; position: 'left' | 'right'; style: 'standard' | 'compact' };
  toolbar: { display: boolean; style: 'fixed' | 'static'; position: 'below' | 'above' };
  footer: { display: boolean; style: 'fixed' | 'static'; position: 'below' | 'above' };
}

export type OptionPath =
  | 'mode'
  | 'scroll'
  | 'navbar.display'
  | 'navbar.folded'
  | 'navbar.position'
  | 'navbar.style'
  | 'toolbar.display'
  | 'toolbar.style'
  | 'toolbar.position'
  | 'footer.display'
  | 'footer.style'
  | 'footer.position';

export type LayoutOption =
  | { kind: 'choice'; path: OptionPath; label: string; choices: { value: string; label: string }[] }
  | { kind: 'switch'; path: OptionPath; label: string };

export interface LayoutSection {
  id: string;
  title: string;
  options: LayoutOption[];
}

export interface LayoutDefinition {
  style: LayoutStyle;
  title: string;
  description: string;
  sections: LayoutSection[];
  defaults: LayoutConfig;
}

/** A choice between a few values, each given as [value, label]. */
const choice = (path: OptionPath, label: string, ...choices: [string, string][]): LayoutOption => ({
  kind: 'choice',
  path,
  label,
  choices: choices.map(([value, choiceLabel]) => ({ value, label: choiceLabel })),
});

const MODE = choice('mode', 'Mode', ['fullwidth', 'Full width'], ['boxed', 'Boxed']);
const SCROLL = choice('scroll', 'Scroll', ['content', 'Content'], ['body', 'Body']);
const barStyle = (bar: 'toolbar' | 'footer') =>
  choice(`${bar}.style`, 'Style', ['fixed', 'Fixed'], ['static', 'Static']);
const barPosition = (bar: 'toolbar' | 'footer') =>
  choice(`${bar}.position`, 'Position', ['below', 'Beside the navigation'], ['above', 'Full width']);
const display = (region: 'navbar' | 'toolbar' | 'footer'): LayoutOption => ({
  kind: 'switch',
  path: `${region}.display`,
  label: 'Display',
});

export const LAYOUTS: Record<LayoutStyle, LayoutDefinition> = {
  layout1: {
    style: 'layout1',
    title: 'Vertical',
    description: 'Navigation on the side, foldable to icons',
    sections: [
      { id: 'general', title: 'General', options: [MODE, SCROLL] },
      {
        id: 'navbar',
        title: 'Navigation',
        options: [
          display('navbar'),
          { kind: 'switch', path: 'navbar.folded', label: 'Folded' },
          choice('navbar.position', 'Position', ['left', 'Left'], ['right', 'Right']),
          choice('navbar.style', 'Style', ['standard', 'Standard'], ['compact', 'Compact']),
        ],
      },
      {
        id: 'toolbar',
        title: 'Toolbar',
        options: [display('toolbar'), barStyle('toolbar'), barPosition('toolbar')],
      },
      {
        id: 'footer',
        title: 'Footer',
        options: [display('footer'), barStyle('footer'), barPosition('footer')],
      },
    ],
    defaults: {
      mode: 'fullwidth',
      scroll: 'content',
      navbar: { display: true, folded: false, position: 'left', style: 'standard' },
      toolbar: { display: true, style: 'fixed', position: 'below' },
      footer: { display: true, style: 'static', position: 'below' },
    },
  },
  layout2: {
    style: 'layout2',
    title: 'Horizontal',
    description: 'Navigation across the top',
    sections: [
      { id: 'general', title: 'General', options: [MODE, SCROLL] },
      { id: 'navbar', title: 'Navigation', options: [display('navbar')] },
      { id: 'toolbar', title: 'Toolbar', options: [display('toolbar'), barStyle('toolbar')] },
      { id: 'footer', title: 'Footer', options: [display('footer'), barStyle('footer')] },
    ],
    defaults: {
      mode: 'boxed',
      scroll: 'content',
      navbar: { display: true, folded: false, position: 'left', style: 'standard' },
      toolbar: { display: true, style: 'fixed', position: 'above' },
      footer: { display: true, style: 'static', position: 'above' },
    },
  },
};

export const LAYOUT_STYLES = Object.keys(LAYOUTS) as LayoutStyle[];

export const isLayoutStyle = (value: unknown): value is LayoutStyle =>
  typeof value === 'string' && value in LAYOUTS;

export function optionsOf(layout: LayoutDefinition): LayoutOption[] {
  return layout.sections.flatMap((section) => section.options);
}
