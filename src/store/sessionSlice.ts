import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { credentials, type StoredAdmin } from './credentials';

export interface SessionState {
  admin: StoredAdmin | null;
  /** The last session ended because its renewal was refused (not a sign-out). */
  ended?: boolean;
  /** Whose session that was: only they are brought back to the page they were on. */
  endedFor?: string | null;
}

const initialState = (): SessionState => ({
  admin: credentials.admin(),
});

/** Who is signed in to the back office, mirrored from localStorage. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<StoredAdmin>) => {
      state.admin = action.payload;
      state.ended = false;
    },
    adminRenamed: (state, action: PayloadAction<string>) => {
      if (state.admin) state.admin.name = action.payload;
    },
    signedOut: (state) => {
      state.admin = null;
    },
    sessionExpired: (state) => {
      state.endedFor = state.admin?.id ?? null;
      state.admin = null;
      state.ended = true;
    },
  },
  selectors: {
    selectAdmin: (state) => state.admin,
    selectSessionEnded: (state) => state.ended === true,
    selectEndedFor: (state) => state.endedFor ?? null,
  },
});

export const { signedIn, adminRenamed, signedOut, sessionExpired } = sessionSlice.actions;
export const { selectAdmin, selectSessionEnded, selectEndedFor } = sessionSlice.selectors;
