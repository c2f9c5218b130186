/** The job a paid 'Privacy' order item gets (decision 028): privacy on, the item completed with the term's end. */
export const PRIVACY_SERVICE_JOB = 'privacy-service';
