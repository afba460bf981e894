export const PRODUCT_NAME = "Settle";
export const PRODUCT_TAGLINE = "Contractor settlement";
