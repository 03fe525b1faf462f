/**
 * Sign-up stores the KVKK_VERSION a person acknowledged, so the notice's text and its version change together:
 * a changed notice fails here until KVKK_VERSION and the fingerprint below are changed with it.
 */
import { createHash } from 'node:crypto';
import { catalogue, KVKK_VERSION } from '@masal/shared';
import { describe, expect, it } from 'vitest';

const fingerprint = createHash('sha256')
  .update(JSON.stringify(catalogue.kvkk.notice))
  .digest('hex')
  .slice(0, 16);

describe('KVKK notice', () => {
  it('changes only with a new KVKK_VERSION', () => {
    expect({ version: KVKK_VERSION, fingerprint }).toEqual({
      version: '2026-11',
      fingerprint: 'de1fa80ec01df3af',
    });
  });
});
