import { PermanentJobError } from '../jobs/job-worker';

/** The failure code of a registration refunded because someone else registered the name first (order_items.failure_code; the pages word it). */
export const NAME_TAKEN = 'taken';

/**
 * A registration the registry refused because the name exists and is not ours (2302): someone
 * else was faster, for example another customer paying for the same free name at the same time.
 * Final; the line is refunded with the failure code 'taken', which the status page and My orders
 * put into words as the mail does.
 */
export class NameTakenJobError extends PermanentJobError {
  readonly failureCode = NAME_TAKEN;
}
