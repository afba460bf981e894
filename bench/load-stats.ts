/** Latencies and errors per route of a load run, and the table it prints. */
export class LoadStats {
  private readonly times = new Map<string, number[]>();
  private readonly failures = new Map<string, string[]>();

  record(route: string, ms: number, status: number, body?: string): void {
    const list = this.times.get(route) ?? [];
    list.push(ms);
    this.times.set(route, list);
    if (status >= 400) this.error(route, `HTTP ${status} ${body ?? ""}`);
  }

  error(route: string, message: string): void {
    const list = this.failures.get(route) ?? [];
    list.push(message);
    this.failures.set(route, list);
  }

  errors(): number {
    return [...this.failures.values()].reduce((total, list) => total + list.length, 0);
  }

  /** The q-quantile of a route's latencies (nearest rank), 0 without any. */
  quantile(route: string, q: number): number {
    const sorted = [...(this.times.get(route) ?? [])].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  }

  report({ seconds, peakRss, users, baseline }: { seconds: number; peakRss: number; users: { contractors: number; admins: number }; baseline: string }): string {
    const basis = this.quantile(baseline, 0.95) || 1;
    const requests = [...this.times.values()].reduce((total, list) => total + list.length, 0);
    const lines = [
      `\n## Load: ${users.contractors} contractors and ${users.admins} administrators for ${seconds.toFixed(0)} s`,
      "",
      "| route | requests | p50 ms | p95 ms | p99 ms | errors | p95 x baseline |",
      "|---|---:|---:|---:|---:|---:|---:|",
    ];
    for (const route of [...this.times.keys()].sort((a, b) => (a === baseline ? -1 : b === baseline ? 1 : a.localeCompare(b)))) {
      const fmt = (q: number) => this.quantile(route, q).toFixed(1);
      lines.push(
        `| ${route} | ${this.times.get(route)?.length ?? 0} | ${fmt(0.5)} | ${fmt(0.95)} | ${fmt(0.99)} | ${this.failures.get(route)?.length ?? 0} | ${(this.quantile(route, 0.95) / basis).toFixed(1)} |`,
      );
    }
    lines.push("", `Throughput ${(requests / seconds).toFixed(1)} requests/s (${requests} requests), errors ${this.errors()}, server peak RSS ${(peakRss / 1e6).toFixed(0)} MB.`);
    for (const [route, messages] of this.failures) lines.push(`Errors of ${route}: ${messages.length}, first: ${messages[0]}`);
    return lines.join("\n");
  }
}
