export {
  PromoDetailPage as PromoDetail,
  PromotionsPage as Promotions,
} from "../../features/promotions/components/PromotionsPages";
