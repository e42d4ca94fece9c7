/** Who is hiring, as every vacancy carries it. */
export interface CompanySummary {
  id: string;
  name: string;
  /** The logo's public path, or null. */
  logo: string | null;
  verified: boolean;
}
