// What other modules may use of mail (app.ts registers ./plugin).
export { enqueueMail, type MailCounts, type OutgoingMail } from './outbox';
export { ORDER_MAIL_HTML, ORDER_MAIL_TEXT } from './templates/orderMails';
export { ORDER_MAIL_WORDS, type OrderMailEvent } from './templates/orderMailWords';
