// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CatalogueProvider } from "@/components/shell/catalogue-provider";
import de from "@/messages/de";
import en from "@/messages/en";

afterEach(cleanup);

/** Counts how often a table's columns, memoised on `t` as the screens do, are made. */
function Columns({ made }: { made: string[] }) {
  const t = useTranslations("common");
  const columns = useMemo(() => [t("actions")], [t]);
  useEffect(() => {
    made.push(columns[0]!);
  }, [columns, made]);
  return <span>{columns[0]}</span>;
}

const copy = <T,>(messages: T): T => JSON.parse(JSON.stringify(messages)) as T;

describe("the catalogue provider", () => {
  it("keeps `t` across a refresh that sends the same catalogue again, so rows and their open dialogs stay mounted", () => {
    const made: string[] = [];
    const view = render(
      <CatalogueProvider locale="en-GB" messages={copy(en)} timeZone="UTC">
        <Columns made={made} />
      </CatalogueProvider>,
    );
    // What router.refresh() does: the layout's props arrive again, an equal catalogue in a new object.
    view.rerender(
      <CatalogueProvider locale="en-GB" messages={copy(en)} timeZone="UTC">
        <Columns made={made} />
      </CatalogueProvider>,
    );
    expect(made).toEqual(["Actions"]);
  });

  it("takes the new catalogue when the language changes", () => {
    const made: string[] = [];
    const view = render(
      <CatalogueProvider locale="en-GB" messages={en} timeZone="UTC">
        <Columns made={made} />
      </CatalogueProvider>,
    );
    view.rerender(
      <CatalogueProvider locale="de-DE" messages={de} timeZone="UTC">
        <Columns made={made} />
      </CatalogueProvider>,
    );
    expect(made).toEqual(["Actions", "Aktionen"]);
    expect(view.container.textContent).toBe("Aktionen");
  });
});
