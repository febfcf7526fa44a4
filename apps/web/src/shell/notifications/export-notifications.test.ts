import { describe, expect, it } from 'vitest';
import { type DrawerExport, newestExports } from './export-notifications';
import { exportEndedToast } from './export-toast';

const entry = (id: string, createdAt: string, area: DrawerExport['area'] = 'bankRec'): DrawerExport => ({
  _id: id,
  createdAt,
  blobStorageURL: `/api/bankRec/report/exports/${id}/download`,
  reportName: `Report ${id}`,
  area,
});

describe('export notifications', () => {
  it("lists both areas' finished exports newest first, at most five", () => {
    const bank = [entry('b1', '2025-03-01T10:00:00Z'), entry('b2', '2025-03-03T10:00:00Z')];
    const ewa = [entry('e1', '2025-03-02T10:00:00Z', 'ewa')];
    expect(newestExports([bank, ewa]).map((e) => e._id)).toEqual(['b2', 'e1', 'b1']);
    const many = Array.from({ length: 8 }, (_, i) => entry(`x${i}`, `2025-03-0${i + 1}T00:00:00Z`));
    expect(newestExports([many]).map((e) => e._id)).toEqual(['x7', 'x6', 'x5', 'x4', 'x3']);
    expect(newestExports([])).toEqual([]);
  });

  it('toasts a ready report by name and a failed one with the spec message', () => {
    expect(exportEndedToast({ status: 'succeeded', reportName: 'Audit trail' })).toEqual({
      message: 'Your report Audit trail is ready',
      variant: 'info',
    });
    expect(exportEndedToast({ status: 'failed', reportName: 'Audit trail' })).toEqual({
      message: 'Export has not been generated, Please try again',
      variant: 'error',
    });
  });
});
