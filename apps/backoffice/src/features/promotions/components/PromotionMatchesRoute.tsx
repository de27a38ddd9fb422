import { PromotionMatchesPage } from "./PromotionReportsPages";

export default PromotionMatchesPage;
