-- Regular-price bounds of each product (for a configurable: over its variants), so listings answer
-- price_range from the product row alone instead of loading every variant.
ALTER TABLE product ADD COLUMN IF NOT EXISTS min_regular_price int;
ALTER TABLE product ADD COLUMN IF NOT EXISTS max_regular_price int;

UPDATE product SET min_regular_price = price, max_regular_price = price WHERE min_regular_price IS NULL;

UPDATE product p SET min_regular_price = v.low, max_regular_price = v.high
  FROM (SELECT r.parent_id, min(c.price) AS low, max(c.price) AS high
          FROM product_relation r JOIN product c ON c.product_id = r.child_id GROUP BY r.parent_id) v
 WHERE v.parent_id = p.product_id;
