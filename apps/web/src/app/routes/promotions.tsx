export {
  PointMallPage as PointMall,
  PromoDetailPage as PromoDetail,
  PromotionsPage as Promotions,
} from "../../features/promotions/components/PromotionsPages";
