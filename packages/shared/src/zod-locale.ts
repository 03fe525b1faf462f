import { z } from 'zod';

// Any message a schema does not set itself is still Turkish, on the server and in the forms.
z.config(z.locales.tr());
