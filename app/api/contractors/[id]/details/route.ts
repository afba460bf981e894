import { endpoint } from "@/server/http/endpoint";
import { getContractorDetails } from "@/server/services/contractors/get-contractor-details";

export const GET = endpoint({ access: "admin:read", id: "Contractor" }, ({ db, id }) => getContractorDetails(db, id));
