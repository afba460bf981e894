import { NextResponse } from "next/server";
import { deleteExpenseRecordsInput, upsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import { requireActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { parseBody, route } from "@/server/http/respond";
import { assertExpensesEnabled } from "@/server/invoices/feature-flags";
import { deleteExpenseRecords } from "@/server/services/expense-records/delete-expense-records";
import { upsertExpenseRecord } from "@/server/services/expense-records/upsert-expense-record";

export const POST = route(async (request) => {
  const actor = await requireActor(request);
  assertExpensesEnabled();
  const body = await parseBody(request, upsertExpenseRecordInput);
  return NextResponse.json({ data: await upsertExpenseRecord(await getDb(), actor, body) });
});

export const DELETE = route(async (request) => {
  const actor = await requireActor(request);
  assertExpensesEnabled();
  const body = await parseBody(request, deleteExpenseRecordsInput);
  return NextResponse.json({ data: await deleteExpenseRecords(await getDb(), actor, body) });
});
