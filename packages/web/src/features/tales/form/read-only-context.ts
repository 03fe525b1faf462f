import { createContext, useContext } from 'react';

/** true when the tale cannot be changed by the viewer: every field shows its value read-only. */
export const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);
