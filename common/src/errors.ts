/** The error envelope every /api failure answers with. */
export interface ErrorEnvelope {
  error: {
    code: string;
    message: string;
    details?: { issues?: { path: string; message: string }[]; [k: string]: unknown };
    requestId: string | null;
  };
}
