//! JS values as the pure checks (`play::args`) see them.

use wasm_bindgen::{JsCast, JsValue};

use crate::play::args::{JsLike, Kind};

impl JsLike for JsValue {
    fn kind(&self) -> Kind {
        if js_sys::Array::is_array(self) {
            Kind::Array
        } else if self.is_function() {
            Kind::Function
        } else if self.is_bigint() {
            Kind::BigInt
        } else if self.is_symbol() {
            Kind::Symbol
        } else if self.dyn_ref::<js_sys::Object>().is_some() {
            Kind::Object
        } else {
            Kind::Other
        }
    }

    fn is_undefined(&self) -> bool {
        JsValue::is_undefined(self)
    }

    fn is_null(&self) -> bool {
        JsValue::is_null(self)
    }

    fn as_bool(&self) -> Option<bool> {
        JsValue::as_bool(self)
    }

    fn as_f64(&self) -> Option<f64> {
        JsValue::as_f64(self)
    }

    fn as_string(&self) -> Option<String> {
        JsValue::as_string(self)
    }

    fn is_plain_object(&self) -> bool {
        self.is_object() && !js_sys::Array::is_array(self) && !self.is_function()
    }

    #[inline]
    fn get(&self, key: &str) -> Option<JsValue> {
        js_sys::Reflect::get(self, &JsValue::from_str(key)).ok()
    }

    fn number_text(f: f64) -> String {
        number_text(f)
    }
}

/// A number as JS writes it; JS's formatter keeps Rust's float formatting out of the module.
pub fn number_text(f: f64) -> String {
    js_sys::Number::from(f)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}
