/** The web reads the one shared catalogue; this path stays so screens import `t` from their own layer. */
export { catalogue as tr, type TextKey, t } from '@masal/shared';
