//! Files and the clipboard (wasm): a text offered as a download, a chosen
//! file read as text, a link copied.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Offers `text` as a download named `name` (a JSON file); the error is a
/// sentence for the person.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let failed = |_| "The browser refused to save the file.".to_owned();
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let document = gloo::utils::document();
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(failed)?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The click has started the download; the URL may go.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The text of `file`, or why it could not be read.
pub async fn read_text(file: web_sys::File) -> Result<String, String> {
    let text = JsFuture::from(file.text())
        .await
        .map_err(|_| "the browser could not read it".to_owned())?;
    text.as_string().ok_or_else(|| "it is not text".to_owned())
}

/// Copies `text` to the clipboard; resolves to whether it worked (it
/// needs a secure page and the person's click).
pub async fn copy(text: &str) -> bool {
    let clipboard = gloo::utils::window().navigator().clipboard();
    JsFuture::from(clipboard.write_text(text)).await.is_ok()
}
