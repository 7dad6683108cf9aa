//! Plain JS data built field by field: no serializer, and no JSON text, whose numbers would
//! need float formatting in the board's module.

use wasm_bindgen::JsValue;

/// `{ x, y, name }`.
pub fn point(p: &crate::ai::protocol::NamedPoint) -> JsValue {
    let crate::ai::protocol::NamedPoint { x, y, name } = p;
    object(&[
        ("x", (*x as f64).into()),
        ("y", (*y as f64).into()),
        ("name", name.into()),
    ])
}

/// A plain object of these fields.
pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in fields {
        // Setting a data property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

/// An array of these values.
pub fn array(items: impl Iterator<Item = JsValue>) -> JsValue {
    items.collect::<js_sys::Array>().into()
}
