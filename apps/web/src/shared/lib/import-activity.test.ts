import { describe, expect, it } from 'vitest';
import {
  classifyImportMessage,
  createImportActivity,
  formatFileLogTime,
  type ImportStatusEvent,
  ISSUES_PAGE_MESSAGE,
  importIssuesPath,
  importOutcome,
  inProgressFirst,
  inProgressKeys,
} from './import-activity';

/** A server event (contracts' ImportStatusEvent) with the fields a test does not care about filled in. */
const ev = (fields: Pick<ImportStatusEvent, 'importId' | 'status'> & Partial<ImportStatusEvent>) => ({
  fileName: 'a.bai2',
  msg: '',
  errorFlag: false,
  progress: fields.status === 'In Progress' ? 0 : 100,
  ...fields,
});

describe('import activity', () => {
  it('is busy from In Progress until the same import completes or fails, per area', () => {
    const store = createImportActivity();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.report('bankRec', ev({ importId: 'b1', status: 'In Progress' }));
    store.report('ewa', ev({ importId: 'e1', status: 'In Progress' }));
    expect(store.inProgress()).toBe(true);
    store.report('bankRec', ev({ importId: 'b1', status: 'Completed' }));
    expect(store.inProgress()).toBe(true);
    store.report('ewa', ev({ importId: 'e1', status: 'Failed', msg: 'Invalid file' }));
    expect(store.inProgress()).toBe(false);
    expect(calls).toBe(4);
  });

  it('replaces one area from an activity log and clears everything', () => {
    const store = createImportActivity();
    store.report('bankRec', ev({ importId: 'old', status: 'In Progress' }));
    store.replace('bankRec', []);
    expect(store.inProgress()).toBe(false);
    store.replace('ewa', ['x.csv']);
    expect(store.inProgress()).toBe(true);
    store.clear();
    expect(store.inProgress()).toBe(false);
  });
});

describe('an activity-log load against the events heard meanwhile', () => {
  it('keeps an import started after the load was asked for, and does not revive one that ended', () => {
    const store = createImportActivity();
    store.report('bankRec', ev({ importId: 'ended', status: 'In Progress' }));
    const askedAt = store.mark();
    // While the log is loading: another tab starts an import, and the running one ends.
    store.report('bankRec', ev({ importId: 'started', status: 'In Progress' }));
    store.report('bankRec', ev({ importId: 'ended', status: 'Completed' }));
    // The log was read before both: it knows only 'ended', still running.
    store.replace('bankRec', ['ended'], askedAt);
    expect(store.inProgress()).toBe(true);
    store.report('bankRec', ev({ importId: 'started', status: 'Completed' }));
    expect(store.inProgress()).toBe(false);
  });

  it('lets a load asked for after an event overrule it', () => {
    const store = createImportActivity();
    store.report('bankRec', ev({ importId: 'gone', status: 'In Progress' }));
    store.replace('bankRec', [], store.mark());
    expect(store.inProgress()).toBe(false);
  });
});

describe('import events by id', () => {
  it('keys server events by import id, keeps the last one and tells listeners', () => {
    const store = createImportActivity();
    const heard: string[] = [];
    const stop = store.onEvent((source, event) => heard.push(`${source}:${event.status}:${event.progress}`));
    store.report(
      'bankRec',
      ev({ importId: 'i1', fileName: 'same.bai2', status: 'In Progress', progress: 10 }),
    );
    store.report(
      'bankRec',
      ev({ importId: 'i2', fileName: 'same.bai2', status: 'In Progress', progress: 0 }),
    );
    store.report(
      'bankRec',
      ev({ importId: 'i1', fileName: 'same.bai2', status: 'Completed', progress: 100 }),
    );
    // Two files of the same name: the second still runs.
    expect(store.inProgress()).toBe(true);
    expect(store.lastEvent('i1')?.status).toBe('Completed');
    store.replace('bankRec', []);
    expect(store.inProgress()).toBe(false);
    stop();
    store.report('bankRec', ev({ importId: 'i3', fileName: 'x', status: 'In Progress' }));
    expect(heard).toEqual(['bankRec:In Progress:10', 'bankRec:In Progress:0', 'bankRec:Completed:100']);
  });
});

describe('status changes', () => {
  it("tells each listener an import's status once, leaving out repeated progress and the other area", () => {
    const store = createImportActivity();
    const first: string[] = [];
    const second: string[] = [];
    const stop = store.onStatusChange('bankRec', (e) => first.push(`${e.importId}:${e.status}`));
    store.report('bankRec', ev({ importId: 'i1', status: 'In Progress', progress: 10 }));
    store.report('bankRec', ev({ importId: 'i1', status: 'In Progress', progress: 60 }));
    store.report('ewa', ev({ importId: 'e1', status: 'In Progress' }));
    store.onStatusChange('bankRec', (e) => second.push(`${e.importId}:${e.status}`));
    store.report('bankRec', ev({ importId: 'i1', status: 'In Progress', progress: 90 }));
    store.report('bankRec', ev({ importId: 'i2', status: 'In Progress' }));
    store.report('bankRec', ev({ importId: 'i1', status: 'Completed' }));
    stop();
    store.report('bankRec', ev({ importId: 'i2', status: 'Failed' }));
    expect(first).toEqual(['i1:In Progress', 'i2:In Progress', 'i1:Completed']);
    // A listener that joins mid-import hears the status it has not heard yet.
    expect(second).toEqual(['i1:In Progress', 'i2:In Progress', 'i1:Completed', 'i2:Failed']);
  });
});

describe('file log messages (spec §8)', () => {
  it('classifies by text', () => {
    expect(classifyImportMessage('488 records imported')).toBe('success');
    expect(classifyImportMessage('0 records imported, 4 records updated')).toBe('success');
    expect(classifyImportMessage('statement.bai2 already imported')).toBe('error');
    expect(classifyImportMessage('Error: the file could not be read')).toBe('error');
    expect(classifyImportMessage('Invalid file: the format could not be recognised')).toBe('error');
    expect(classifyImportMessage('Errors-2026.bai2: In Progress')).toBe('progress');
    expect(classifyImportMessage('Something else')).toBe('other');
  });

  it('links a success with issues to its page, carrying the spec message', () => {
    expect(importOutcome({ msg: '3 records imported', errorFlag: true })).toEqual({
      kind: 'success',
      withIssues: true,
    });
    expect(importOutcome({ msg: 'a already imported', errorFlag: true })).toEqual({
      kind: 'error',
      withIssues: false,
    });
    expect(importIssuesPath('abc')).toBe('/app/bankRec/ErrorMessage/abc');
    expect(ISSUES_PAGE_MESSAGE).toBe('File Imported completed with transaction warnings / errors');
  });

  it('puts In Progress entries first and lists their ids for the store', () => {
    const entries = [
      { _id: 'a', status: 'Completed', msg: '1 records imported' },
      { _id: 'b', status: 'In Progress', msg: 'b: In Progress' },
      { _id: 'c', status: 'Failed', msg: 'c already imported' },
      { _id: 'd', status: 'In Progress', msg: 'd: In Progress' },
    ];
    expect(inProgressFirst(entries).map((e) => e._id)).toEqual(['b', 'd', 'a', 'c']);
    expect(inProgressKeys(entries)).toEqual(['b', 'd']);
  });

  it('shows file log times in the given zone', () => {
    expect(formatFileLogTime('2026-11-22T04:27:26.398Z', 'America/Los_Angeles')).toBe(
      '11/21/2026 08:27 PM PST',
    );
    expect(formatFileLogTime('2026-07-01T15:00:00Z', 'UTC')).toBe('07/01/2026 03:00 PM UTC');
  });

  it('never takes an ended import back to In Progress (a status answer sent before it failed, read after)', () => {
    const store = createImportActivity();
    store.report('bankRec', ev({ importId: 'i1', fileName: 'a.bai2', status: 'In Progress', progress: 19 }));
    store.report('bankRec', ev({ importId: 'i1', fileName: 'a.bai2', status: 'Failed', progress: 100 }));
    store.report('bankRec', ev({ importId: 'i1', fileName: 'a.bai2', status: 'In Progress', progress: 19 }));
    expect(store.lastEvent('i1')).toMatchObject({ status: 'Failed', progress: 100 });
    expect(store.inProgress()).toBe(false);
  });
});
