// The client book's answers (docs/API.md "Clients"), declared once for the server and the client.

/** What the client owes in one currency, in minor units (see docs/API.md for what counts). */
export interface TClientBalance {
  currency: string;
  amount: number;
}

export interface TClient {
  id: string;
  name: string;
  email: string | null;
  address: string | null;
  country: string | null;
  vatId: string | null;
  registrationNumber: string | null;
  contactName: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A client in GET /api/clients and GET /api/clients/:id: with its outstanding balance per currency. */
export interface TClientWithBalance extends TClient {
  outstanding: TClientBalance[];
}
