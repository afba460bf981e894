import account from "./account.json";
import admin from "./admin.json";
import auth from "./auth.json";
import common from "./common.json";
import contractor from "./contractor.json";
import enums from "./enums.json";
import errors from "./errors.json";
import workbook from "./workbook.json";
import exports from "./exports.json";
import handbook from "./handbook.json";
import invoice from "./invoice.json";
import mail from "./mail.json";
import notifications from "./notifications.json";
import palette from "./palette.json";
import review from "./review.json";
import shell from "./shell.json";
import timesheet from "./timesheet.json";
import ui from "./ui.json";

/** The German catalogue: each file is the namespace it is named after (docs/translation.md). */
const messages = {
  account,
  admin,
  auth,
  common,
  contractor,
  enums,
  errors,
  exports,
  handbook,
  invoice,
  mail,
  notifications,
  palette,
  review,
  shell,
  timesheet,
  ui,
  workbook,
};
export default messages;
