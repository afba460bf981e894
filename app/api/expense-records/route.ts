import { deleteExpenseRecordsInput, upsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import { endpoint } from "@/server/http/endpoint";
import { deleteExpenseRecords } from "@/server/services/expense-records/delete-expense-records";
import { upsertExpenseRecord } from "@/server/services/expense-records/upsert-expense-record";

export const POST = endpoint({ access: "signed-in", feature: "expenses", body: upsertExpenseRecordInput }, ({ db, actor, body }) =>
  upsertExpenseRecord(db, actor, body),
);

export const DELETE = endpoint({ access: "signed-in", feature: "expenses", body: deleteExpenseRecordsInput }, ({ db, actor, body }) =>
  deleteExpenseRecords(db, actor, body),
);
