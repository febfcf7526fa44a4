/** The monitoring pages' grids: figure tiles two to a row on a phone, four on a desk; charts one or two. */
export const tileGrid = {
  display: 'grid',
  gap: { xs: 1, sm: 1.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  mb: 2,
} as const;

export const chartGrid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  mb: 2,
} as const;

/** The customer column of the monitoring pages' customer grids: 'CO-123 · Name'. */
export const customerColumn = {
  id: 'co',
  header: 'Customer',
  cell: (c: { coId: string; coName: string }) => `${c.coId} · ${c.coName}`,
};

/** The monitoring pages' grids below their tiles: short when rows are few, scrolled by the keyboard too. */
export const listGridProps = { minHeight: 80, keyboardScroll: true } as const;
