/** What counting needs of one report of a roast: the reporter's keys (reporter-key.ts), and whether an admin has reviewed it. */
export interface ReportKeys {
  keys: readonly string[];
  open: boolean;
}

/**
 * How many different people the open reports of one roast count as. Reports that share a key are
 * one reporter, and so is a chain of them (an address shared with one account, whose mailbox is
 * shared with another account, is one person however many reports it took to show it). A reporter
 * any of whose reports an admin already reviewed counts for nothing: after a "keep", only people
 * who had not reported before can hide the roast again.
 */
export function countOpenReporters(reports: readonly ReportKeys[]): number {
  const parent = reports.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const firstWithKey = new Map<string, number>();
  reports.forEach((report, i) => {
    for (const key of report.keys) {
      const seen = firstWithKey.get(key);
      if (seen === undefined) firstWithKey.set(key, i);
      else parent[find(i)] = find(seen);
    }
  });
  const reviewed = new Set(reports.flatMap((report, i) => (report.open ? [] : [find(i)])));
  return new Set(reports.flatMap((report, i) => (report.open && !reviewed.has(find(i)) ? [find(i)] : []))).size;
}
