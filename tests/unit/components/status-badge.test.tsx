// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { StatusBadge } from "@/components/status/status-badge";
import {
  COMPONENT_STATUSES,
  statusTone,
  TIMESHEET_STATUSES,
  unknownStatusTone,
} from "@/components/status/status-colors";

afterEach(cleanup);

describe("status colours", () => {
  it("has a tone for every timesheet and component status", () => {
    for (const s of [...TIMESHEET_STATUSES, ...COMPONENT_STATUSES]) expect(statusTone(s).badge).toMatch(/bg-status-/);
  });

  it("gives different statuses different colours", () => {
    const all = new Set([...TIMESHEET_STATUSES, ...COMPONENT_STATUSES]);
    const charts = new Set([...all].map((s) => statusTone(s).chart));
    expect(charts.size).toBe(all.size);
  });

  it("falls back to a neutral tone for unknown values", () => {
    expect(statusTone("SOMETHING_NEW")).toBe(unknownStatusTone);
    expect(statusTone("toString")).toBe(unknownStatusTone);
  });
});

describe("StatusBadge", () => {
  it("shows the caller's label with the status's colour", () => {
    render(<StatusBadge status="CONTESTED" label="Contested" />);
    const badge = screen.getByText("Contested");
    expect(badge.getAttribute("data-status")).toBe("CONTESTED");
    expect(badge.className).toContain("text-status-contested");
  });

  it("renders unknown statuses neutrally", () => {
    render(<StatusBadge status="WHATEVER" label="Unknown status" />);
    expect(screen.getByText("Unknown status").className).toContain("text-muted-foreground");
  });
});
