/**
 * The back office's reports: the one place in the server that reads across modules' tables
 * (decision 0248). Orders with their payments, refunds, keys and e-mails; customers; firms with
 * their seats; refund requests; analytics; the CSV exports. Each report is a few SQL statements
 * over the tables it needs (joins and aggregates in PostgreSQL, never a query per row); it reads
 * and never writes (the table-owners test). Only the admin module uses it, through this door.
 */
export { getAdminOrder, listAdminOrders } from "./admin-orders-report.js";
export { analytics } from "./analytics-report.js";
export { getCustomer, listCustomers } from "./customers-report.js";
export { ordersCsv, revenueCsv } from "./exports.js";
export { firmsCsv, listFirms } from "./firms-report.js";
export { getAdminRefundRequest, listAdminRefundRequests } from "./refund-requests-report.js";
