import { readFileSync } from 'node:fs';
import { median } from './targets.js';

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export interface ExcelResult {
  rows: number;
  /** Median seconds from the call to the last byte. */
  seconds: number;
  /** Most resident memory the server took beyond what it held before the download, in MB. */
  extraMb: number;
  bytes: number;
}

/**
 * Downloads an Excel export `times` times from a server in its own process (`pid`), sampling
 * that process's resident memory every 10 ms while each download runs.
 */
export async function measureExcel(base: string, pid: number, path: string, token: string, rows: number, times = 3): Promise<ExcelResult> {
  const seconds: number[] = [];
  let extraMb = 0;
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
    const t = performance.now();
    const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    bytes = (await res.arrayBuffer()).byteLength;
    seconds.push((performance.now() - t) / 1000);
    clearInterval(sampler);
    extraMb = Math.max(extraMb, Math.max(peak, rssMb(pid)) - before);
  }
  return { rows, seconds: median(seconds), extraMb, bytes };
}
