import "server-only";
import SEPA from "sepa";
import { sumAmounts } from "@/lib/domain/money";
import { sepaText } from "@/lib/domain/sepa";

export interface SepaTransfer {
  /** The invoice number: the remittance information and the end-to-end id. */
  invoiceNumber: string;
  creditorName: string;
  iban: string;
  bic: string | null;
  /** Euro, a decimal string with at most two decimals. */
  amount: string;
}

export interface SepaRun {
  reference: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; iban: string; bic: string | null };
  transfers: SepaTransfer[];
}

/**
 * A BIC is optional in SEPA (the IBAN routes the payment); one whose country is not the IBAN's is
 * left out rather than sent to a bank that would reject the file.
 */
function bicFor(iban: string, bic: string | null): string {
  return bic && bic.slice(4, 6) === iban.slice(0, 2) ? bic : "";
}

/**
 * The pain.001.001.09 credit transfer of a run (EPC SCT customer-to-bank, one payment block with
 * batch booking). The library takes amounts as numbers: a decimal with two places survives the
 * round trip through a double exactly, and the control sums it writes are checked against ours,
 * summed as decimals, so a file whose sums differ from the invoices is never handed out.
 */
export function buildSepaFile(run: SepaRun): string {
  const document = new SEPA.Document("pain.001.001.09");
  document.grpHdr.id = run.reference;
  document.grpHdr.created = run.createdAt;
  document.grpHdr.initiatorName = sepaText(run.debtor.name, 70, run.reference);
  const info = document.createPaymentInfo();
  info.id = "1";
  info.requestedExecutionDate = new Date(`${run.executionDate}T12:00:00`);
  info.debtorName = sepaText(run.debtor.name, 70, run.reference);
  info.debtorIBAN = run.debtor.iban;
  info.debtorBIC = bicFor(run.debtor.iban, run.debtor.bic);
  info.batchBooking = true;
  document.addPaymentInfo(info);
  run.transfers.forEach((transfer, index) => {
    const tx = info.createTransaction();
    tx.id = String(index + 1);
    tx.end2endId = sepaText(transfer.invoiceNumber, 35, `${run.reference}-${index + 1}`);
    tx.remittanceInfo = sepaText(`Invoice ${transfer.invoiceNumber}`, 140, transfer.invoiceNumber);
    tx.creditorName = sepaText(transfer.creditorName, 70, `Invoice ${transfer.invoiceNumber}`);
    tx.creditorIBAN = transfer.iban;
    tx.creditorBIC = bicFor(transfer.iban, transfer.bic);
    tx.amount = Number(transfer.amount);
    tx.currency = "EUR";
    info.addTransaction(tx);
  });
  const xml = document.toString();
  const expected = sumAmounts(
    run.transfers.map((t) => t.amount),
    "EUR",
  );
  const sums = [...xml.matchAll(/<CtrlSum>([^<]+)<\/CtrlSum>/g)].map((match) => match[1]);
  if (sums.length !== 2 || sums.some((sum) => sum !== expected)) {
    throw new Error(`The SEPA file's control sums (${sums.join(", ")}) differ from the invoices' total ${expected}.`);
  }
  return xml;
}
