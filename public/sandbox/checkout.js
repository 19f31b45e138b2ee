/*
 * Sandbox stand-in for Razorpay's checkout.js, served by the app itself so the
 * Content-Security-Policy needs no extra host. Used only when the server runs
 * without Razorpay keys (a fresh machine, the e2e tests). It exposes the same
 * API as the real script: new Razorpay(options), .open(), .on('payment.failed', fn),
 * and the server's sandbox signs its answers exactly as Razorpay does.
 */
;(function () {
  'use strict'

  function token() {
    try {
      return window.localStorage.getItem('token')
    } catch (e) {
      return null
    }
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag)
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k])
    })
    if (text) node.textContent = text
    return node
  }

  // Inline styles via the CSSOM (not a style attribute string): allowed under the page's CSP.
  function style(node, rules) {
    Object.keys(rules).forEach(function (k) {
      node.style[k] = rules[k]
    })
    return node
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    this.options = options || {}
    this.listeners = {}
  }

  Razorpay.prototype.on = function (event, fn) {
    ;(this.listeners[event] = this.listeners[event] || []).push(fn)
  }

  Razorpay.prototype.emitFailed = function (error) {
    var response = { error: error }
    ;(this.listeners['payment.failed'] || []).forEach(function (fn) {
      fn(response)
    })
  }

  Razorpay.prototype.close = function () {
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay)
    this.overlay = null
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus()
  }

  Razorpay.prototype.settle = function (outcome) {
    var self = this
    var opts = this.options
    var headers = { 'content-type': 'application/json', accept: 'application/json' }
    var bearer = token()
    if (bearer) headers.authorization = 'Bearer ' + bearer
    this.buttons.forEach(function (b) {
      b.disabled = true
    })
    fetch('/api/payments/sandbox/pay', { method: 'POST', headers: headers, body: JSON.stringify({ order_id: opts.order_id, outcome: outcome }) })
      .then(function (res) {
        return res.json().catch(function () {
          return {}
        })
      })
      .then(function (data) {
        self.close()
        if (data && data.razorpay_payment_id && data.razorpay_signature) {
          if (typeof opts.handler === 'function') opts.handler(data)
          return
        }
        var error = (data && data.error) || {}
        self.emitFailed({
          code: error.code || 'BAD_REQUEST_ERROR',
          description: error.description || 'Payment failed',
          source: error.source || 'customer',
          step: error.step || 'payment_authorization',
          reason: error.reason || 'payment_failed',
          metadata: error.metadata || { order_id: opts.order_id, payment_id: data && data.razorpay_payment_id },
        })
      })
      .catch(function () {
        self.close()
        self.emitFailed({ code: 'GATEWAY_ERROR', description: 'The sandbox gateway did not answer', source: 'gateway', step: 'payment_authorization', reason: 'network_error', metadata: { order_id: opts.order_id } })
      })
  }

  Razorpay.prototype.open = function () {
    var self = this
    var opts = this.options
    if (this.overlay) return
    this.returnFocus = document.activeElement
    var overlay = style(el('div', { 'data-sandbox-checkout': '' }), {
      position: 'fixed', inset: '0', background: 'rgba(0,0,0,0.55)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', padding: '1rem', zIndex: '2147483000',
    })
    var dialog = style(el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-checkout-title', 'aria-describedby': 'sandbox-checkout-note' }), {
      background: '#ffffff', color: '#1a1a1a', borderRadius: '10px', maxWidth: '26rem', width: '100%',
      padding: '1.4rem', boxShadow: '0 10px 40px rgba(0,0,0,0.3)', fontFamily: 'inherit', borderTop: '6px solid ' + ((opts.theme && opts.theme.color) || '#b91c1c'),
    })
    var title = style(el('h2', { id: 'sandbox-checkout-title' }, (opts.name || 'Checkout') + ' — Test payment'), { margin: '0 0 .6rem', fontSize: '1.25rem' })
    var note = style(el('p', { id: 'sandbox-checkout-note' }, 'Test mode — no real money is charged'), {
      margin: '0 0 .8rem', padding: '.5rem .7rem', background: '#fff7e0', border: '1px solid #d9a400', borderRadius: '6px', fontWeight: '700',
    })
    var amount = typeof opts.amount === 'number' ? (opts.amount / 100).toFixed(2) : String(opts.amount || '')
    var what = style(el('p', {}, (opts.description || 'Payment') + ': ' + (opts.currency || 'INR') + ' ' + amount), { margin: '0 0 1rem' })
    var row = style(el('div', {}), { display: 'flex', gap: '.75rem', flexWrap: 'wrap' })
    var pay = style(el('button', { type: 'button' }, 'Pay'), {
      background: '#15803d', color: '#ffffff', border: '0', borderRadius: '6px', padding: '.65rem 1.4rem', fontWeight: '700', fontSize: '1rem', cursor: 'pointer',
    })
    var fail = style(el('button', { type: 'button' }, 'Fail'), {
      background: '#ffffff', color: '#b91c1c', border: '2px solid #b91c1c', borderRadius: '6px', padding: '.6rem 1.4rem', fontWeight: '700', fontSize: '1rem', cursor: 'pointer',
    })
    this.buttons = [pay, fail]
    pay.addEventListener('click', function () {
      self.settle('success')
    })
    fail.addEventListener('click', function () {
      self.settle('failure')
    })
    // Escape dismisses like Razorpay's own modal (modal.ondismiss), with no payment.
    dialog.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') {
        self.close()
        if (opts.modal && typeof opts.modal.ondismiss === 'function') opts.modal.ondismiss()
      }
      // Keep Tab inside the dialog while it is open.
      if (e.key === 'Tab') {
        var first = pay
        var last = fail
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }
    })
    row.appendChild(pay)
    row.appendChild(fail)
    dialog.appendChild(title)
    dialog.appendChild(note)
    dialog.appendChild(what)
    dialog.appendChild(row)
    overlay.appendChild(dialog)
    document.body.appendChild(overlay)
    this.overlay = overlay
    pay.focus()
  }

  window.Razorpay = Razorpay
})()
