// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHeader } from "@/components/ui/page-header";
import { PageSection } from "@/components/ui/page-section";
import { render } from "@/tests/support/render";

afterEach(cleanup);

describe("PageSection", () => {
  it("is a region named by its heading, with the actions beside it", () => {
    render(
      <PageSection id="recent" title="Recent timesheets" actions={<a href="/all">All of them</a>}>
        <p>rows</p>
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "Recent timesheets" });
    expect(region.id).toBe("");
    expect(region.contains(screen.getByRole("link", { name: "All of them" }))).toBe(true);
    expect(region.textContent).toContain("rows");
  });

  it("can be linked to by its id when it is an anchor", () => {
    render(
      <PageSection id="webhooks" title="Webhooks" anchor>
        <p>endpoints</p>
      </PageSection>,
    );
    expect(screen.getByRole("region", { name: "Webhooks" }).id).toBe("webhooks");
  });
});

describe("PageHeader", () => {
  it("links back to the list the page belongs to above its title", () => {
    render(<PageHeader title="Amara Okafor" backTo={{ href: "/admin/contractors", label: "Contractors" }} />);
    expect(screen.getByRole("link", { name: "Contractors" }).getAttribute("href")).toBe("/admin/contractors");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Amara Okafor");
  });
});
