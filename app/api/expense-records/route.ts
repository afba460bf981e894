import { endpoint } from "@/server/http/endpoint";
import { expenseRecordsApi } from "@/server/openapi/routes/expense-records";
import { deleteExpenseRecords } from "@/server/services/expense-records/delete-expense-records";
import { upsertExpenseRecord } from "@/server/services/expense-records/upsert-expense-record";

export const POST = endpoint(expenseRecordsApi.saveExpenseRecord, ({ db, actor, body }) =>
  upsertExpenseRecord(db, actor, body),
);

export const DELETE = endpoint(expenseRecordsApi.deleteExpenseRecords, ({ db, actor, body }) =>
  deleteExpenseRecords(db, actor, body),
);
