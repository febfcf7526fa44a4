const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

const trim = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1).replace(/\.0$/, ''));

/** '12 bytes', '980 KB', '1.5 MB', '2.3 GB' (binary units, as the upload limits are written). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${trim(value)} ${UNITS[unit]}`;
}
