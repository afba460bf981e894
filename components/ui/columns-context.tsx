"use client";

import { createContext, use, type ReactNode } from "react";

export interface ColumnsContext<V> {
  Provider: (props: { value: V; children: ReactNode }) => ReactNode;
  /** The value the nearest Provider holds; throws outside one (a table rendered without it). */
  use: () => V;
}

/**
 * What a table's cells need besides their row (the timesheet, handlers, a time zone), reaching
 * them by context. DataTable renders each cell function as a component, so columns rebuilt on a
 * render would remount every cell: the focused button, the confirmation opened from a row. The
 * columns stay constants and what changes travels here. `name` names the table in the error.
 */
export function createColumnsContext<V>(name: string): ColumnsContext<V> {
  const Context = createContext<V | null>(null);
  function Provider({ value, children }: { value: V; children: ReactNode }) {
    return <Context value={value}>{children}</Context>;
  }
  return {
    Provider,
    use: () => {
      const value = use(Context);
      if (value === null) throw new Error(`The ${name} columns are rendered inside their cell Provider.`);
      return value;
    },
  };
}
