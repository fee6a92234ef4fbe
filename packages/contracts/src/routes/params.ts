import { z } from 'zod';
import { ErrorKeys } from '../errors';

/**
 * A uuid path parameter. Any case is accepted and lower case passed on (ids are stored in lower case, so an
 * upper-case link still finds its row). A malformed value answers 404 with `notFound`: such an id names
 * nothing, exactly like an unknown one, so a route gives the key it answers for an unknown id.
 */
export const uuidParam = (notFound: string = ErrorKeys.notFound) => z.uuid({ error: notFound }).toLowerCase();
