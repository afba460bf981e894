export * from "./auth";
export * from "./people";
export * from "./organisation";
export * from "./engagements";
export * from "./timesheets";
export * from "./documents";
export * from "./messaging";
export * from "./system";
