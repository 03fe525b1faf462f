/** Small helpers for reading answers. */
import type { LightMyRequestResponse } from 'fastify';

interface FieldError {
  field: string;
  message: string;
}

/** The `errors` of a 400 answer. */
function fieldErrors(response: LightMyRequestResponse): FieldError[] {
  const body = response.json() as { errors?: FieldError[] };
  return body.errors ?? [];
}

/** Messages reported for one field. */
export function messagesFor(response: LightMyRequestResponse, field: string): string[] {
  return fieldErrors(response)
    .filter((e) => e.field === field)
    .map((e) => e.message);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
