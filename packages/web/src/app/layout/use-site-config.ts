import { DEFAULT_COPYRIGHT_TEXT } from '@masal/shared/constants';
import { institutionName } from '@masal/shared/institution';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/api-client.ts';
import { configApi } from './site-config-api.ts';

/** GET /v1/config, read once: the copyright line and the institution it names (header, footer, statement). */
export function useSiteConfig(): { copyrightText: string; institution: string } {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: () => unwrap(configApi.get()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const copyrightText = config.data?.copyrightText || DEFAULT_COPYRIGHT_TEXT;
  return { copyrightText, institution: institutionName(copyrightText) };
}
