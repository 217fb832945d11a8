/** The JSON body of every error answer from the API. */
export interface ApiErrorBody {
  error: string;
  title?: string;
  code: string;
}
