import { endpoint } from "@/server/http/endpoint";
import { contractorsApi } from "@/server/openapi/routes/contractors";
import { getContractorDetails } from "@/server/services/contractors/get-contractor-details";

export const GET = endpoint(contractorsApi.getContractorDetails, ({ db, id }) => getContractorDetails(db, id));
