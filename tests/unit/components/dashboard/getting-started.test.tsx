// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GettingStarted } from "@/components/admin/dashboard/getting-started";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const none = { clients: false, projects: false, contractors: false, rates: false };

describe("GettingStarted: the empty dashboard says where to start (#47.9)", () => {
  it("on a fresh installation lists the steps in order and links the first: create a client", () => {
    render(<GettingStarted done={none} />);
    const region = screen.getByRole("region", { name: "Where to start" });
    const steps = [...region.querySelectorAll("li")].map((li) => li.textContent);
    expect(steps).toEqual([
      "1. Create a client: who the work is for.",
      "2. Create a project for that client.",
      "3. Invite a contractor under Users.",
      "4. Add the contractor to the project with their rates: their monthly timesheets open from then on.",
    ]);
    expect(screen.getByRole("link", { name: "Create your first client" }).getAttribute("href")).toBe("/admin/clients");
  });

  it("links the next step not taken, and marks those done", () => {
    render(<GettingStarted done={{ ...none, clients: true, projects: true }} />);
    expect(screen.getByRole("link", { name: "Invite a contractor" }).getAttribute("href")).toBe("/admin/contractors");
    expect(screen.getByText(/Create a client/).textContent).toContain("(done)");
  });

  it("goes once a contractor has a rate on a project", () => {
    render(<GettingStarted done={{ clients: true, projects: true, contractors: true, rates: true }} />);
    expect(screen.queryByRole("region", { name: "Where to start" })).toBeNull();
  });

  it("speaks German", () => {
    render(<GettingStarted done={none} />, { locale: "de-DE" });
    expect(screen.getByRole("link", { name: "Ersten Kunden anlegen" })).toBeTruthy();
  });
});
