import { z } from 'zod';
import '../zod-locale.ts';

export const institutionSchema = z.object({ institutionId: z.number(), name: z.string() });
export type Institution = z.infer<typeof institutionSchema>;
